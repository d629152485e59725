// The site's words for the content pages (how it works, pricing, why choose us, contact), checkout and the business and partner sign-up pitches, in English: spread into ../en.ts's `site`
// (keys `<group>.<name>`, as there). Each other language has the same keys in the file beside this one.
export const pages = {
};
