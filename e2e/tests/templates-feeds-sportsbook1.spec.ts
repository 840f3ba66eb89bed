import { contentMatrix } from './templates-content-matrix';

contentMatrix('sportsbook1', ['/promotions', '/news']);
