/**
 * What a signed-out user sees where a live feed (score, TV) would be (docs/rules/specification.md
 * §1: live feeds are for signed-in users). Shown by the full market page, the score page and the
 * TV page; index.ts re-exports it so that it sits in the first-load chunk (issue 18: a module that
 * only those lazy pages shared would be a chunk of its own, one more request before the full
 * market's largest paint).
 */
export const LIVE_FEED_LOGIN = 'Please Login to view the live feed';
