/**
 * What the agent pages are called together: the footer's column, the overview's breadcrumb and
 * each agent page's eyebrow. Its own module so that every page can carry it without the copy.
 */
export const agentsSectionName = "AI Agents";
