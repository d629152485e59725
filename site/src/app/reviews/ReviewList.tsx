// A business's reviews as visitors read them: the widgets' one definition (stars, first name and initial, "Verified
// visit · redeemed Nov 2026", the text as written, the business's reply), shared with the embeds' deal dialog.
export { ReviewItem, Stars } from '@dadeal/widgets';
