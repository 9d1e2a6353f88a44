/** The brand's social profiles (spec 01 §2.4 "social-media block"). */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/vamostrabalhar',
  facebook: 'https://www.facebook.com/vamostrabalhar',
  linkedin: 'https://www.linkedin.com/company/vamostrabalhar',
} as const;
