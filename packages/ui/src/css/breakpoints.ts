/** Mobile first: "tablet" and "desktop" start at these widths. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
} as const;
