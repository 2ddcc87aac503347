/** The Contact page (spec §2, "Contact"); numbers and people come from `district.ts`. */
export const CONTACT = {
  title: 'Contact Us',
  intro: 'How to reach the fire district.',
  emergency: {
    title: 'Emergency',
    body: 'For a fire, a medical emergency or any threat to life or property, call 911 right away.',
  },
  mainOfficeTitle: 'Main Office',
  fireMarshalTitle: 'Fire Marshal',
  fireMarshalBody: 'Permits, inspections, plan reviews and fire code questions.',
  closing:
    'Thank you for visiting our website. We value your questions and comments, and we will get back to you as promptly as we can.',
} as const;
