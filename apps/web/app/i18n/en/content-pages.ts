// English texts of the content pages other than home: about, the four segments, the policies and terms.
// Figures come in as parameters from the contract's MARKETING and TERMS constants, never retyped here.
export const contentPagesEn = {
  'about.meta.title': 'About us',
  'about.meta.description':
    'Who we are, why customers choose us and how we build sustainable indoor farms in the UAE: up to 95% less water, pesticide-free, harvests every 45 days.',
  'about.eyebrow': 'About GreenGrow Farms',
  'about.title': 'Growing the Emirates’ food, sustainably',
  'about.lead':
    'We are a UAE farming-technology company launching in {launch} with a plan to {plan}: to put a farm within reach of every home, business and school in the country.',
  'about.why.title': 'Why Choose Us',
  'about.why.water.title': 'Up to {value}% less water',
  'about.why.water.text':
    'Closed-loop systems recirculate every litre, so a desert climate is no obstacle to fresh food.',
  'about.why.pesticide.title': 'Pesticide-free',
  'about.why.pesticide.text':
    'Clean, indoor growing keeps pests out, so nothing on your plate has been sprayed.',
  'about.why.maintenance.title': '{value}-month maintenance programme',
  'about.why.maintenance.text':
    'Our agronomists visit, tune and repair your system for five years after handover.',
  'about.why.harvest.title': 'A harvest every {value} days',
  'about.why.harvest.text': 'Staggered planting plans give kitchens and families a steady supply all year.',
  'about.why.roi.title': '{min}-{max} month return on investment',
  'about.why.roi.text':
    'Every commercial proposal comes with a model of costs, yields and payback you can check.',
  'about.who.title': 'Who Are We',
  'about.who.text1':
    'GreenGrow Farms brings together agronomists, engineers and installers who have built soil-free farms in the Gulf heat. We design each system, build and commission it, then look after it.',
  'about.who.text2':
    'Every new colleague completes a {months}-month probation with a senior grower before leading a site, so every farm we hand over meets the same standard.',
  'about.approach.title': 'Our Approach',
  'about.approach.listen.title': 'Listen',
  'about.approach.listen.text':
    'A site visit to understand your space, water, power and what you want to grow.',
  'about.approach.design.title': 'Design',
  'about.approach.design.text': 'A system, a crop plan and a costed proposal, valid for {days} days.',
  'about.approach.build.title': 'Build',
  'about.approach.build.text': 'Installation, commissioning and training for the people who will run it.',
  'about.approach.care.title': 'Care',
  'about.approach.care.text':
    'Scheduled visits, remote monitoring and spare parts for the length of the programme.',
  'about.sustain.title': 'Sustainability Features',
  'about.sustain.water': 'Recirculating water with up to {value}% savings against field farming',
  'about.sustain.pesticide': 'Pesticide-free growing in clean, controlled rooms',
  'about.sustain.energy': 'Efficient LED lighting and solar-ready pumps',
  'about.sustain.local': 'Food grown where it is eaten: fewer air-freighted imports',
  'about.sustain.waste': 'Nutrients dosed precisely, so nothing runs off into the ground',
  'about.plan.title': 'From {launch} to {plan}',
  'about.plan.text':
    'We launch in {launch} with residential kits and our first commercial farms, and plan to equip schools, hotels and industrial growers across all seven emirates by {plan}.',
  'about.cta.title': 'Let’s talk about your farm',
  'about.cta.text': 'Ask for a site visit or a proposal; we answer within one working day.',
  'about.cta.link': 'Contact us',

  'segment.offer.title': 'What we offer',
  'segment.categories.title': 'Shop by category',
  'segment.categories.all': 'Browse the whole shop',
  'segment.enquire': 'Request a proposal',
  'segment.shop': 'Shop residential kits',
  'segment.enquiryTitle': 'Tell us about your project',
  'segment.enquiryText':
    'Send us the size of your space and what you want to grow. We reply with a system, a crop plan and a price.',
  'segment.commercial.meta':
    'Farm-to-table growing systems for restaurants, hotels, cafés and retailers in the UAE.',
  'segment.commercial.o1.title': 'Restaurant herb walls',
  'segment.commercial.o1.text': 'Basil, mint and micro herbs growing beside the kitchen that uses them.',
  'segment.commercial.o2.title': 'In-store micro-farms',
  'segment.commercial.o2.text': 'Glass cabinets that grow and sell living greens in the aisle.',
  'segment.commercial.o3.title': 'Back-of-house grow rooms',
  'segment.commercial.o3.text': 'Vertical racks sized to your weekly usage, harvested every 45 days.',
  'segment.commercial.o4.title': 'Maintenance included',
  'segment.commercial.o4.text': 'Scheduled visits and remote monitoring for 60 months.',
  'segment.industrial.meta':
    'Container and warehouse farms with climate control and automation for large-scale production in the UAE.',
  'segment.industrial.o1.title': 'Container farms',
  'segment.industrial.o1.text': '20 ft and 40 ft farms commissioned on site in days.',
  'segment.industrial.o2.title': 'Warehouse vertical farms',
  'segment.industrial.o2.text':
    'Multi-level racks with LED lighting and climate control built for 50 °C summers.',
  'segment.industrial.o3.title': 'Automation and sensors',
  'segment.industrial.o3.text': 'Dosing, irrigation and monitoring that hold pH, EC and climate on target.',
  'segment.industrial.o4.title': 'Water treatment',
  'segment.industrial.o4.text': 'Reverse osmosis and condensate reuse for high-salinity water.',
  'segment.institutional.meta':
    'Learning farms for schools and universities, therapy gardens for hospitals and community farms in the UAE.',
  'segment.institutional.o1.title': 'Lesson plans for grades 3-9',
  'segment.institutional.o1.text': 'Biology, chemistry and maths lessons built around the class’s own crops.',
  'segment.institutional.o2.title': 'Teacher training',
  'segment.institutional.o2.text': 'Hands-on sessions so staff run the farm with confidence from day one.',
  'segment.institutional.o3.title': 'A visit every term',
  'segment.institutional.o3.text': 'Our agronomists check the system and run a harvest day with the pupils.',
  'segment.institutional.o4.title': 'Accessible by design',
  'segment.institutional.o4.text': 'Wheelchair-height beds and safe edges for care homes and hospitals.',
  'segment.institutional.tiles': 'Our institutional programmes',
  'segment.institutional.bannerTitle': 'Future Farmers from the school',
  'segment.institutional.bannerText':
    'Our school programme leaflet: what a school receives, what pupils learn and how to join.',
  'segment.institutional.bannerLink': 'Download now',
  'segment.residential.meta':
    'Hydroponic kits, grow towers and home farms for villas, apartments and balconies in the UAE.',
  'segment.residential.o1.title': 'Countertop and balcony kits',
  'segment.residential.o1.text': 'Ready kits that grow herbs and salad from the first week.',
  'segment.residential.o2.title': 'Vertical towers',
  'segment.residential.o2.text': 'Up to 28 plants in less than half a square metre.',
  'segment.residential.o3.title': 'Villa and rooftop farms',
  'segment.residential.o3.text': 'Systems designed around your garden, roof or terrace.',
  'segment.residential.o4.title': 'Seeds, nutrients and lights',
  'segment.residential.o4.text': 'Everything to keep a home farm growing, delivered across the UAE.',

  'legal.contents': 'On this page',
  'policy.meta.title': 'Policy guidelines',
  'policy.meta.description':
    'How we work with customers: site visits, proposals, installation, maintenance, returns and conduct.',
  'policy.title': 'Policy guidelines',
  'policy.intro':
    'These guidelines explain how we work with every customer, from the first site visit to the end of the maintenance programme.',
  'policy.s1.title': 'Site visits and proposals',
  'policy.s1.text':
    'A site visit is arranged at a time that suits you. Our proposal lists the system, its installation, the crop plan and the price, and stays valid for {days} days.',
  'policy.s2.title': 'Installation and handover',
  'policy.s2.text':
    'We install and commission every system ourselves, test it with you and train the people who will run it before handover.',
  'policy.s3.title': 'Maintenance and support',
  'policy.s3.text':
    'Projects include our {months}-month maintenance programme of scheduled visits, remote monitoring and repairs. Annual maintenance contracts beyond it are priced separately.',
  'policy.s4.title': 'Shop orders',
  'policy.s4.text':
    'Orders from the online shop are delivered across the UAE and paid on delivery. Unopened kits can be returned within 14 days of delivery; live fish and opened nutrients cannot.',
  'policy.s5.title': 'Food safety and conduct',
  'policy.s5.text':
    'We use food-grade materials and approved nutrients only, follow UAE food-safety rules and expect the same respectful conduct from our staff and customers alike.',
  'policy.s6.title': 'Questions and complaints',
  'policy.s6.text':
    'Write to us through the contact page. We acknowledge every message within one working day and answer complaints within five.',

  'terms.meta.title': 'Terms and conditions',
  'terms.meta.description':
    'Terms for farm projects: proposals valid {days} days, staged payments, no refunds once work begins, {warranty}-month limited warranty.',
  'terms.title': 'Terms and conditions',
  'terms.intro': 'These terms apply to every farm project we design, supply and install.',
  'terms.shopOrders': 'Orders from the online shop follow the shop order rules in our policy guidelines.',
  'terms.proposal.title': 'Proposals',
  'terms.proposal.text':
    'A proposal is valid for {days} days from its date. After that, prices and availability must be confirmed again.',
  'terms.payment.title': 'Payment schedule',
  'terms.payment.text': 'Project payments fall due in four stages:',
  'terms.payment.stage': 'Stage',
  'terms.payment.share': 'Share of the contract value',
  'terms.payment.confirmation': 'On order confirmation',
  'terms.payment.before-work': 'Before work starts',
  'terms.payment.mid-stage': 'At mid-stage',
  'terms.payment.handover': 'After final handover',
  'terms.payment.percent': '{value}%',
  'terms.refund.title': 'Refunds',
  'terms.refund.text': 'Payments are non-refundable once work begins.',
  'terms.warranty.title': 'Warranty',
  'terms.warranty.text':
    'Systems carry a {months}-month limited warranty against defects in materials and workmanship from the date of handover. It does not cover damage from misuse, unapproved modifications or consumables such as seeds, nutrients and filters.',
  'terms.amc.title': 'Annual maintenance contracts',
  'terms.amc.text':
    'Annual maintenance contracts (AMCs) are not included in the project price and are charged separately.',
  'terms.law.title': 'Governing law',
  'terms.law.text':
    'These terms are governed by the laws of the Emirate of Dubai and the United Arab Emirates.',

  'privacy.meta.title': 'Privacy policy',
  'privacy.meta.description':
    'What personal data we collect, why, who we share it with, how we protect it and how to exercise your rights.',
  'privacy.title': 'Privacy policy',
  'privacy.intro':
    'This policy explains what we collect when you use this site, shop with us or send us an enquiry, and what you can ask of us.',
  'privacy.collect.title': 'What we collect',
  'privacy.collect.text':
    'Your name, e-mail address, phone number and addresses when you register, order, apply for a job or send an enquiry; the details of your orders and enquiries; and the technical data your browser sends, such as its address and type.',
  'privacy.use.title': 'How we use it',
  'privacy.use.text':
    'To run your account, deliver your orders, answer your enquiries and applications, and keep the site secure. We do not sell your data.',
  'privacy.share.title': 'Who we share it with',
  'privacy.share.text':
    'No one, except where the law requires it, or trusted partners who help us deliver our service (such as delivery companies), and only what they need to do so.',
  'privacy.security.title': 'How we protect it',
  'privacy.security.text':
    'Your data travels encrypted, passwords are stored only as strong one-way hashes, and access to personal data is limited to the staff who need it.',
  'privacy.rights.title': 'Your rights',
  'privacy.rights.text':
    'You may ask to access, correct or delete the personal data we hold about you at any time. Signed in, you can download a copy of your data, correct your name, e-mail address and addresses, and delete your account yourself under My account; the orders of a deleted account stay in our books for accounting, without your name, e-mail, phone or street address.',
  'privacy.dpo.title': 'Data protection officer',
  'privacy.dpo.text':
    'Write to our data protection officer at {email} with any question or request about your data.',
} as const;
