/**
 * Wire schemas of the back office's customers section (issue 16; docs/backoffice.md). Filled by that area.
 */
export {};
