/** The categories' labels are the API's (placeholders.schema), written once. */
export { TEMPLATE_CATEGORY_LABELS as CATEGORY_LABELS } from '@worker/resources/email-templates/categories.schema'
