import { installDefaultPolicy } from '../../../host/src/features/security/trusted-types';

// Before any other module of the page runs (the host's index.ts does the same before its async boundary).
installDefaultPolicy();
