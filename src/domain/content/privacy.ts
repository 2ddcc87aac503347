import { UNCONFIRMED_RETENTION_DAYS } from '#domain/subscriptions/subscriptions-api.ts';
import {
  PROPERTY_REMINDER_AFTER_DAYS,
  PROPERTY_STALE_DELETE_DAYS,
  PROPERTY_UNCONFIRMED_DELETE_DAYS,
} from '#domain/property/property-profile.ts';
import { DISTRICT } from './district.ts';

/** A section of the privacy notice. */
export interface PrivacySection {
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  link?: { label: string; path: string };
}

/** The Website Privacy Notice (spec §2, "Privacy"). */
export const PRIVACY = {
  title: 'Website Privacy Notice',
  intro: `This notice explains what information the ${DISTRICT.name} website collects, how the district uses it and the choices you have.`,
  sections: [
    {
      title: 'Information We Collect',
      paragraphs: [
        'You can read this website without telling us who you are. Our server records standard request information, such as the address of your device, the pages you view and the time of your visit, to keep the site working and secure.',
        'When you apply for a permit or inspection, you give us the information the form asks for, such as your name, address, e-mail address, phone number and property details. Card payments are handled by our payment processor; card numbers never reach the district’s servers.',
      ],
    },
    {
      title: 'How We Use Information',
      paragraphs: ['The district uses the information you give us only to:'],
      points: [
        'process your permit or inspection application and payment',
        'send you your permit and contact you about it',
        'answer your questions and requests',
        'keep the website secure and working',
      ],
    },
    {
      title: 'Public Records Notice',
      paragraphs: [
        'The district is a government entity subject to Utah’s Government Records Access and Management Act (GRAMA). Information you submit may become a public record and may be released in response to a records request, unless the law classifies it as private, controlled or protected.',
      ],
    },
    {
      title: 'Security',
      paragraphs: [
        'The website uses encrypted connections (HTTPS) and limits access to submitted information to the staff who need it. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
      ],
    },
    {
      title: 'Children Under 13',
      paragraphs: [
        'This website is not directed at children under 13, and the district does not knowingly collect personal information from them. If you believe a child under 13 has sent us personal information, contact us and we will delete it.',
      ],
    },
    {
      title: 'Your Choices',
      paragraphs: [
        'You may choose not to submit information online and instead apply or ask questions by phone or in person at the main office. You can ask to review or correct information you have given us, as GRAMA allows.',
      ],
    },
    {
      // Issue 18, item 6: what a subscription keeps, for how long, and how to leave.
      title: 'E-mail Updates',
      paragraphs: [
        'If you subscribe to e-mail updates, we keep your e-mail address, the lists you chose, when you signed up and confirmed, and whether our mail to you is refused. We use it only to send the updates you chose; it is never shown on a public page, and only the staff who manage subscriptions can see it.',
        `A sign-up that is never confirmed is deleted after ${UNCONFIRMED_RETENTION_DAYS} days. Every e-mail has a link to change your lists or unsubscribe at once; you can also ask the main office to remove your address.`,
      ],
      link: { label: 'Get updates by e-mail', path: '/subscribe' },
    },
    {
      // Issue 30, decision 311: what a property profile holds, who reads it, how long, how kept.
      title: 'Property Profiles for Responders',
      paragraphs: [
        'If you write a property profile, we keep your e-mail address, the property’s address and, if you give them, the spot where a crew turns in, contacts, access (gate code, key location, road limits), hazards, water, animals, and people who may need help and where they sleep; for a business, also occupancy, hours, key holders and site plans (PDF files). Every field but the address is optional.',
        'Only you, through the private link we e-mail you, and district responders answering a call can read it. A responder reads one profile at a time and must give an incident number or reason; you see on your page who read it, when and why. The county dispatch centre can look it up the same way. No one can list, filter or export profiles, and they are not in the site search. A card printed for dispatch leaves out people’s medical details. Other staff see only how many profiles exist.',
        'Everything but the address and e-mail, site plans included, is encrypted in our database (AES-256 with keys kept outside it). Medical details are private records under GRAMA (Utah Code 63G-2-302).',
        `An unconfirmed profile is deleted after ${PROPERTY_UNCONFIRMED_DELETE_DAYS} days. We ask you to check your profile ${PROPERTY_REMINDER_AFTER_DAYS} days after your last change, twice more if you do not answer; then responders see it marked out of date and it is deleted ${PROPERTY_STALE_DELETE_DAYS} days later, after a last e-mail. You can change or delete it at any time; deletion is immediate and complete, except in backups, which expire on their own schedule.`,
      ],
    },
    {
      title: 'Updates to This Notice',
      paragraphs: [
        'The district may update this notice. Changes take effect when they are posted on this page.',
      ],
    },
    {
      title: 'Contact Information',
      paragraphs: [
        `Questions about this notice or about information the district holds about you? Write to us or call the main office at ${DISTRICT.mainOffice.phone}.`,
      ],
      link: { label: 'Contact the district', path: '/contact' },
    },
  ] satisfies readonly PrivacySection[],
} as const;
