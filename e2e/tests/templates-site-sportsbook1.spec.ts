import { contentMatrix } from './templates-content-matrix';

contentMatrix('sportsbook1', ['/contact-us', '/download', '/review'], { oneTest: true });
