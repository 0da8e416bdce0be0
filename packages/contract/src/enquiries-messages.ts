/** The API's answers on the enquiry routes (docs/product-rules.md §8's success texts where it gives them, verbatim). */
export const enquiryMessages = {
  applicationSubmitted: 'Your application has been submitted successfully!',
  contactReceived: 'Thank you for getting in touch. We will reply to you soon.',
  // docs/product-rules.md §8, verbatim (the missing space after the comma included).
  customizationReceived: 'Thanks for sharing the details,our team will get in touch with you soon',
  enquiryReceived: 'Thank you for your enquiry. Our team will contact you soon.',
} as const;
