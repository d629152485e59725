// The site's words for the business dashboard and its screens, the counter, the staff invitation and the partner pages, in English: spread into ../en.ts's `site`
// (keys `<group>.<name>`, as there). Each other language has the same keys in the file beside this one.
export const business = {
};
