import { THEME_CODES } from '@site/shared';
import { homeControlTests } from './home-controls';

// Every link and button of the casino templates' home pages does something (see home-controls.ts).
homeControlTests(THEME_CODES.filter((c) => c.startsWith('casino')));
