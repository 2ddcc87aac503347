// Hydrates the election page's candidate-forms card; the rest of that page stays static HTML.
export {};
