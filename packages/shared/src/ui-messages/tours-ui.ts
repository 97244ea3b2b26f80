/** Tour templates (issue 31, decision 110): the admin's page, `/tours`, `/tours/:slug` and the customiser (`PAGE_MESSAGES.toursUi`). */
export const TOURS_UI = {
  deleted: 'The tour was deleted.',
} as const;
