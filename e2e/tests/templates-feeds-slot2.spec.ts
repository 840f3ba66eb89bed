import { contentMatrix } from './templates-content-matrix';

contentMatrix('slot2', ['/promotions', '/news']);
