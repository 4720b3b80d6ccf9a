// The 404 page is static (never hydrated); this build entry exists so its stylesheet is built.
export { UnavailablePage } from '@pagora/ui/checkout';
