/** Theme × viewport combinations, used by the toolbar and by Chromatic's modes. */
export const viewports = {
  mobile: { name: 'Celular (375 × 667)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const allModes = {
  'dark desktop': { theme: 'dark', viewport: 'desktop' },
  'light desktop': { theme: 'light', viewport: 'desktop' },
  'dark mobile': { theme: 'dark', viewport: 'mobile' },
  'light mobile': { theme: 'light', viewport: 'mobile' },
} as const;
