/** Where an unauthenticated visitor goes (SPEC §2): the rule lives in @site/shared so pages can follow it too. */
export { unauthenticatedTarget } from '@site/shared';
