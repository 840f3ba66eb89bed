import { contentMatrix } from './templates-content-matrix';

contentMatrix('casino3');
