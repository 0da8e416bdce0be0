import { z } from 'zod';
import { withDependentFields } from '../cross-field';
import { careerPositionOptions, yesNoOptions } from '../enums';
import { choice, optionalText } from '../fields';
import { validationCodes as m } from '../messages';
import { careerEmailRule, careerFullNameRule, uaeMobileRule } from '../rules';
import { resumeRule } from '../uploads';

/** The text fields of a career application (multipart: POST /carrier/add, with the resume file). */
export const careerApplicationFieldsSchema = z.object({
  fullName: careerFullNameRule,
  email: careerEmailRule,
  phone: uaeMobileRule,
  position: choice(careerPositionOptions, m.required),
  experience: choice(yesNoOptions, m.required),
  expDetails: optionalText(1000),
  skills: optionalText(1000),
  message: optionalText(2000),
});

// docs/decisions/010-form-rules-where-spec-disagrees.md: experience details appear, and are required, only when experience is Yes.
const experienceDetails = [
  {
    field: 'expDetails',
    shown: (d: { experience?: string }) => d.experience === 'yes',
    required: m.required,
  },
] as const;

/** What the API validates from the multipart body. */
export const careerApplicationSchema = withDependentFields(careerApplicationFieldsSchema, experienceDetails);
export type CareerApplication = z.infer<typeof careerApplicationSchema>;

/** The browser form: the same fields plus the CV file (required; PDF, DOC or DOCX of at most 5 MB). */
export const careerApplicationFormSchema = withDependentFields(
  careerApplicationFieldsSchema.extend({ resume: resumeRule(m.required) }),
  experienceDetails,
);
export type CareerApplicationForm = z.infer<typeof careerApplicationFormSchema>;
