/** The footer of every page (spec §2, "Footer"). */
export const FOOTER = {
  poweredBy: {
    label: 'Website Powered By',
    /** The web host or developer the district credits; a placeholder until the district sets it. */
    name: 'Example Web Services',
    href: 'https://example.org',
  },
  privacyLink: { label: 'Privacy Notice', path: '/privacy' },
} as const;

/** The copyright line, e.g. "© 2025 South Summit Fire Protection District". */
export function formatCopyright(year: number, districtName: string): string {
  return `© ${year} ${districtName}`;
}
