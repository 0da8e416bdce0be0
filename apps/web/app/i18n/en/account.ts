// The English texts of the account area's own settings: overview, name, password, addresses, deletion
// (docs/decisions/170-account-settings.md). en/site.ts spreads them in.
export const accountEn = {
  'account.overview': 'Overview',
  'account.overview.details': 'Your details',
  'account.overview.name': 'Name',
  'account.overview.email': 'E-mail',
  'account.overview.editName': 'Edit your name',
  'account.overview.latestOrders': 'Latest orders',
  'account.overview.allOrders': 'All my orders',
  'account.overview.noOrders': 'You have not placed any orders yet.',
  'account.overview.latestRequests': 'Latest requests',
  'account.overview.allRequests': 'All my requests',
  'account.overview.noRequests': 'You have not sent us any requests yet.',
  'account.overview.defaultAddress': 'Default delivery address',
  'account.overview.noAddress': 'No saved address yet.',
  'account.overview.manageAddresses': 'Manage addresses',

  'account.profile': 'Profile',
  'account.profile.intro': 'Your name as it appears on your orders and in our e-mails.',
  'account.profile.save': 'Save name',
  'account.profile.savedTitle': 'Name saved',
  'account.profile.failedTitle': 'Name not saved',
  'account.profile.security': 'Password and account',

  'account.password': 'Change password',
  'account.password.intro':
    'Enter your current password, then the new one twice. Every other device will be signed out, and we will e-mail you a notice.',
  'account.password.current': 'Current password',
  'account.password.changedTitle': 'Password changed',
  'account.password.failedTitle': 'Password not changed',

  'account.email': 'Change e-mail address',
  'account.email.intro':
    'Your e-mail address is {email}. Enter the new one and your password, and we will send a code to the new address to confirm it.',
  'account.email.new': 'New e-mail address',
  'account.email.send': 'Send the code',
  'account.email.sentTitle': 'Code sent',
  'account.email.codeTitle': 'Confirm your new e-mail address',
  'account.email.codeIntro':
    'Enter the 6-digit code we sent to {to}. It works for 10 minutes after it was sent. Once confirmed, you sign in with the new address, and every other device is signed out.',
  'account.email.confirm': 'Confirm the new address',
  'account.email.another': 'Use another address',
  'account.email.changedTitle': 'E-mail address changed',
  'account.email.failedTitle': 'E-mail address not changed',

  'form.showPassword': 'Show',
  'form.hidePassword': 'Hide',
  'form.passwordWord': ' password',
  'form.passwordShown': 'Password shown',
  'form.passwordHidden': 'Password hidden',

  'account.export': 'Download my data',
  'account.export.hint':
    'A file with your details, saved addresses, orders, requests, cart, wishlist and signed-in devices.',
  'account.export.failedTitle': 'Your data was not downloaded',
  'account.export.failed': 'Your data could not be gathered just now. Please try again in a few minutes.',

  'account.delete': 'Delete my account',
  'account.delete.intro':
    'This deletes your account, your saved addresses, your cart and your wishlist, and signs you out on every device. Orders not shipped yet are cancelled; while an order is on its way, you can delete your account only once it has been delivered. Your orders stay in our books for accounting, without your name, e-mail, phone or street address. It cannot be undone.',
  'account.delete.password': 'Your password, to confirm',
  'account.delete.submit': 'Delete my account for good',
  'account.delete.doneTitle': 'Account deleted',
  'account.delete.failedTitle': 'Account not deleted',

  'account.addresses': 'Addresses',
  'account.addresses.intro':
    'Addresses you keep here are offered at checkout; the default one fills the form for you.',
  'account.addresses.empty': 'You have no saved addresses yet.',
  'account.addresses.add': 'Add an address',
  'account.addresses.save': 'Save address',
  'account.addresses.edit': 'Edit',
  'account.addresses.editLabel': 'Edit the address {address}',
  'account.addresses.editTitle': 'Edit address',
  'account.addresses.remove': 'Remove',
  'account.addresses.removeLabel': 'Remove the address {address}',
  'account.addresses.default': 'Default',
  'account.addresses.makeDefault': 'Use as my default address',
  'account.addresses.savedTitle': 'Address saved',
  'account.addresses.removedTitle': 'Address removed',
  'account.addresses.failedTitle': 'Address not saved',
  'account.addresses.back': 'Back to my addresses',
  'account.addresses.full': 'You keep as many addresses as allowed ({max}). Remove one to add another.',

  'account.device.mobile': 'phone',
  'account.device.tablet': 'tablet',

  'account.request.back': 'Back to my requests',
  'account.request.open': 'Open your {kind} of {date}',
  'account.request.sent': 'Sent on {date}',
  'account.request.history': 'History',
  'account.request.message': 'Your message',
  'account.request.files': 'Files you sent',
  'account.request.step.new': 'Received',
  'account.request.step.in-progress': 'Our team is working on it',
  'account.request.step.closed': 'Closed',

  'checkout.savedAddresses': 'Your saved addresses',
  'checkout.useAddress': 'Use this address',
  'checkout.useAddressLabel': 'Use the address {address}',
  'checkout.inForm': 'In the form',
  'checkout.manageAddresses': 'Manage addresses',
} as const;
