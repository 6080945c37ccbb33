// The home page of each language is a folder, as paraglide links it: /, /fr/, /es/ (build/fr/index.html).
export const trailingSlash = 'always';
