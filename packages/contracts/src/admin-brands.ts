/**
 * Wire schemas of the back office's brands section (issue 16; docs/backoffice.md). Filled by that area.
 */
export {};
