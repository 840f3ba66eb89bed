import { remoteConfig } from '@site/shared/build/remote';
import mf from './module-federation.config.ts';

export default remoteConfig(import.meta.dirname, mf);
