import { contentMatrix } from './templates-content-matrix';

contentMatrix('slot2', ['/contact-us', '/download', '/review'], { oneTest: true });
