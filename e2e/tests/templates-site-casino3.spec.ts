import { contentMatrix } from './templates-content-matrix';

contentMatrix('casino3', ['/contact-us', '/download', '/review'], { oneTest: true });
