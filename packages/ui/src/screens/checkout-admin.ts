// The checkout's admin pieces of /configuracao-checkout: Provas Sociais and Redirecionamento tabs.

export { RedirectsForm, type RedirectsFormProps } from './CheckoutRedirects/RedirectsForm.tsx';
export {
  draftFromRedirects,
  type RedirectErrors,
  type RedirectValues,
  withoutHttps,
} from './CheckoutRedirects/redirects.ts';
export {
  CheckoutSocialProofs,
  type CheckoutSocialProofsProps,
} from './CheckoutSocialProofs/CheckoutSocialProofs.tsx';
export { SocialProofForm, type SocialProofFormProps } from './CheckoutSocialProofs/SocialProofForm.tsx';
export { SocialProofList, type SocialProofListProps } from './CheckoutSocialProofs/SocialProofList.tsx';
export {
  photoProblem,
  type SocialProofErrors,
  type SocialProofValues,
} from './CheckoutSocialProofs/socialProofs.ts';
