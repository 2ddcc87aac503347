/** The not-found page. Its heading text is also the route's document title. */
export const NOT_FOUND_PAGE = {
  title: 'Page not found',
  body: 'The page you asked for does not exist or has moved.',
  homeLink: { label: 'Go to the home page', path: '/' },
  contactLink: { label: 'Contact the district', path: '/contact' },
} as const;
