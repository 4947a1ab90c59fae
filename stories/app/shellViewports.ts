/**
 * Viewports for the console shell's stories: the story tests run at the chosen one
 * (`globals: phone`), and the Storybook toolbar offers them too.
 */
export const SHELL_VIEWPORTS = {
  phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  laptop: { name: 'Laptop 1440 × 900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

export const onPhone = { viewport: { value: 'phone', isRotated: false } };
export const onLaptop = { viewport: { value: 'laptop', isRotated: false } };

/** Whether anything makes the page scroll sideways. */
export function overflowsSideways(): boolean {
  return document.documentElement.scrollWidth > window.innerWidth;
}
