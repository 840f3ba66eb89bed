import { contentMatrix } from './templates-content-matrix';

contentMatrix('sportsbook1');
