/** The page shown at any address the site does not have. */
export const notFoundDefaults = {
  meta: {
    title: "Page not found",
    description:
      "The page you were looking for has moved or never existed. Head back to the {brand} home page to explore our AI agents and services.",
  },
  status: "404",
  title: "Oops! Page not found",
  text: "The page you asked for is not here. It may have moved, or the address may have a typo.",
  homeLink: { text: "Return to Home" },
};
