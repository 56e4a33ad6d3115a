import { formatDay } from './dateText.ts';

/** The product's words (SPEC.md points 5 and 8), shared by the API and the web app. */
export const MESSAGES = {
  login: {
    invalidEmail: 'Invalid email address',
    emailEmpty: 'Email cannot be empty',
    passwordEmpty: 'Password cannot be empty',
    wrongCredentials: 'Invalid email or password',
    tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    slowDown: 'Too many failed sign-in attempts on this account. Please wait a few seconds and try again.',
    // No reset by email yet: the office's one-time password is the way back in.
    forgotPassword:
      'Ask the hostel office to reset your password: they will give you a one-time password. Sign in with it, then choose a new password.',
  },
  register: {
    fnameRequired: 'First Name is required',
    lnameRequired: 'Last Name is required',
    phoneRequired: 'Phone number is required',
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordTooLong: 'Password must be at most 72 bytes (72 plain letters or digits; accented letters and emoji take more)',
    genderRequired: 'Gender is required',
    countryRequired: 'Country is required',
    termsRequired: 'You must agree to the terms and conditions',
    emailTaken: 'An account with this email already exists. Please log in instead.',
    registered: 'Registration successful',
  },
  session: { loggedOut: 'Logged out' },
  /** A person's name, as a reader will see it: some letter, and nothing that turns the text around. */
  names: {
    noLetter: (label: string) => `${label} must contain at least one letter.`,
    directionControls: (label: string) =>
      `${label} must not contain characters that change the direction of the text around them (such as U+202E). Please type the name as it reads.`,
  },
  users: {
    cannotDeleteSelf: 'You cannot delete your own account.',
    contactCorrected: 'Contact details corrected',
    contactMissing: 'Please give the email or the phone number to correct.',
    contactOfStudentsOnly: "Only a student's email and phone number can be corrected here.",
  },
  staff: {
    deactivatedAccount: 'This account has been deactivated. Please ask a superadmin to reactivate it.',
    cannotDeactivateSelf: 'You cannot deactivate your own account.',
    lastSuperadmin: 'This is the last active superadmin account: it cannot be deactivated.',
    alreadyDeactivated: 'This account is already deactivated.',
    notDeactivated: 'This account is not deactivated.',
    reasonNotText: 'The reason must be text.',
    deactivated: 'Account deactivated',
    reactivated: 'Account reactivated',
    cannotResetOwn: 'You cannot reset your own password here. Use Change Password instead.',
    passwordReset: 'Password reset. Give the user this one-time password: it will not be shown again.',
    mustChangePassword: 'Please choose a new password before you go on.',
    currentPasswordRequired: 'Current password is required',
    currentPasswordWrong: 'The current password is not correct.',
    samePassword: 'The new password must differ from the current one.',
    passwordChanged: 'Password changed',
    passwordsDiffer: 'The two new passwords are not the same.',
    confirmRequired: 'Please type the new password again.',
    chooseNewPassword: 'Your password was reset. Choose a new password of your own before you go on.',
    oneTimeWarning:
      'Copy this password now and give it to the user in person: it will not be shown again. They must choose a new one when they sign in.',
    copied: 'Password copied',
    copyFailed: 'The password could not be copied: select it and copy it by hand.',
    confirmReset: (name: string) => `Reset the password of ${name}? They are signed out at once and their current password stops working.`,
    confirmDeactivate: (name: string) => `Deactivate ${name}? They are signed out at once and cannot sign in until reactivated.`,
    confirmReactivate: (name: string) => `Reactivate ${name}? They can sign in again with their password.`,
  },
  semester: {
    nameRequired: 'Semester Name is required',
    descriptionRequired: 'Semester Description is required',
    startRequired: 'Start Date is required',
    endRequired: 'End Date is required',
    endAfterStart: 'End Date must be after Start Date',
    invalidDate: 'Please enter a valid date (YYYY-MM-DD).',
    added: 'Semester Added Successfully',
    updated: 'Semester Updated Successfully',
    genericError: 'An error occurred. Please try again.',
    hasBookings: 'This semester has rooms with bookings and cannot be deleted.',
    hasOffers: 'A bed of this semester is offered to a student on the waitlist: it cannot be deleted until the offer ends.',
  },
  room: {
    semesterHint: 'Please select a Semester.',
    roomTypeHint: 'Please select a Room Type.',
    floorHint: 'Please select Room Floor.',
    statusHint: 'Please select Room Status.',
    genderHint: 'Please select Gender.',
    capacityHint: 'Please select a Room Capacity.',
    durationHint: 'Please input room availability duration.',
    descriptionHint: 'Please input room description.',
    numberRequired: 'Please input a room number.',
    roomRequired: 'Please select a Room.',
    priceRequired: 'Please input the price per bed.',
    created: 'Room created successfully',
    numberTaken: 'A room with this number already exists in this semester.',
    hasBookings: 'This room has pending or paid bookings and cannot be deleted.',
    hasOffers: 'A bed of this room is offered to a student on the waitlist: it cannot be deleted until the offer ends.',
    noBedLeft: 'No Bed Left',
    updated: 'Room updated successfully',
    capacityBelowTaken: 'The room capacity cannot be below the number of beds already taken.',
    movedWithBookings: 'A room with bookings cannot move to another semester.',
    genderWithBookings: "A room's gender cannot change while students hold beds in it.",
    reasonRequired: 'Please give the reason the room is out of service.',
    alreadyOutOfService: 'This room is already out of service.',
    alreadyInService: 'This room is already in service.',
    takenOutOfService: 'Room taken out of service',
    returnedToService: 'Room back in service',
    numberTwice: 'This room number is already on an earlier line.',
    /** A rooms file's cell that is none of the values its column takes. */
    oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}.`,
    priceInFile: 'Price Per Bed (GHS) must be an amount in cedis, such as 1500 or 1,500.00.',
    notCsv: 'The file is not a CSV file we can read:',
    csvColumns: 'The first line of the file must name its columns:',
    importInvalid: 'Some lines have errors: no room was made. Correct them and import again.',
    roomsMade: (n: number) => (n === 1 ? '1 room made' : `${n} rooms made`),
    tooManyRooms: (max: number) =>
      `At most ${max} rooms can be made at once. Please split them into parts of at most ${max} rooms (a CSV file into files that each start with its line of column names) and import the parts one after another.`,
    tooManyToCopy: (max: number) =>
      `The semester to copy has more than ${max} rooms, the most made at once. Please import its rooms from CSV files of at most ${max} rooms each instead.`,
  },
  booking: {
    fullCapacity: 'The selected room is at Full Capacity. Please choose another room.',
    alreadyBooked: 'You have already booked a room.',
    /** Reserve A Bed, opened by an admin: the form books for whoever is signed in. */
    ownNameOnly: 'This form books a bed in your own name. To book for a student, use Reserve Bed For A Guest.',
    created: 'Booking created successfully',
    genericError: 'An error occurred. Please try again.',
    unexpectedError: 'An unexpected error occurred. Please try again.',
    missingId: 'Missing ID for update. Cannot update booking without ID.',
    genderMismatch: 'This room is reserved for another gender. Please choose another room.',
    notBookable: 'This room is not open for booking. Please choose another room.',
    outOfService: 'This room is out of service. Please choose another room.',
    alreadyPaid: 'This booking is already paid.',
    alreadyRejected: 'This booking is already rejected.',
    paidNotRejected: 'This booking is paid: it cannot be rejected. Revoke its payment instead, with a reason.',
    revokeOnlyPaid: 'Only a paid booking can have its payment revoked.',
    studentDeleted: "This booking's student account was deleted: its payment can no longer be decided.",
    reasonRequired: 'Please give a reason (it is shown to the student).',
    rejectedForNonPayment: 'Your booking was rejected for non-payment.',
    statusChanged: (status: string) =>
      `This booking's payment status changed to ${status} since you loaded it. Please reload it and decide again.`,
  },
  history: {
    approved: 'Booking Approved',
    noRoom: 'You have no booked room yet',
    /** A student without any booking: never told one was rejected. */
    noBooking: 'You have not booked a room yet.',
    /** An admin opening My Booking: the office books in its own name only rarely. */
    noOwnBooking: "You have no booking of your own. The students' bookings are on the Booked Guest List.",
    revoked: 'The payment of your booking was revoked.',
    /** On the approved booking's room card, in place of the room's status and beds left. */
    yourBedApproved: 'Your bed: approved',
  },
  /** The student's own payment reference, given while their booking waits for its payment. */
  paymentReference: {
    required: 'Please enter the reference of your payment (the mobile-money transaction ID or the bank reference).',
    saved: 'Payment reference saved. The hostel office will check it and approve your booking.',
    onlyPending: (status: string) =>
      `A payment reference can only be given while the booking waits for its payment; this booking is ${status}.`,
    holdExpired:
      "The hold on this booking ended before a payment reference was given: the bed may already be another student's. If you paid in time, please contact the hostel office.",
    /** The student's page once a reference is given: the hold is stopped until the office decides. */
    underReview: 'Payment under review: the office will check it',
  },
  /** The office's question to a student about their payment (a reference it cannot match), which the student answers with a new one. */
  paymentQuestion: {
    reasonRequired: 'Please say what the student should check or correct (they read it).',
    asked: 'Question sent to the student. Their bed stays held while they answer.',
    onlyPending: (status: string) => `Only a booking waiting for its payment can be asked about; this booking is ${status}.`,
    /** The student's page, while the question is open. */
    toStudent: 'The hostel office has a question about your payment',
  },
  /** Where and how students pay, set by the superadmin. */
  paymentInstructions: {
    saved: 'Payment instructions saved',
    notSet: 'The hostel office has not published payment instructions yet. Please ask the office how to pay.',
    networkRequired: 'Please choose the mobile-money network.',
    numberRequired: 'Please enter the mobile-money number.',
    accountNameRequired: 'Please enter the name the account is registered in.',
    bankRequired: 'Please enter the name of the bank.',
    accountNumberRequired: 'Please enter the account number.',
    accountNumberInvalid: 'Account Number may hold only digits, letters, spaces and dashes.',
    tooManyNumbers: (max: number) => `At most ${max} mobile-money numbers can be listed.`,
    noWayToPay: 'Please give at least one mobile-money number or a bank account.',
  },
  /** Holds: a pending booking keeps its bed until its deadline (`hold_until`), then expires. */
  holds: {
    expired: 'Not paid by its deadline: the hold on the bed expired and the bed was given back.',
    onlyPending: 'Only a pending booking has a hold to extend.',
    untilRequired: 'Please give the new deadline as a date and time, e.g. 2026-09-10T17:00:00Z.',
    notReal:
      'The new deadline is not a real date and time: check that the day exists in that month and that the time is between 00:00 and 23:59.',
    notLater: (current: string) => `The new deadline must be later than the current one (${current}).`,
    inThePast: 'The new deadline must be in the future.',
    /** `latest` as 'YYYY-MM-DD' or ISO, written as the pages write dates. */
    tooLate: (latest: string) => `The new deadline cannot be after the end of the booking's semester (${formatDay(latest)}).`,
    extended: 'Hold extended',
    underReview:
      "This booking's payment is under review: its hold does not run until the office decides, so there is no deadline to extend.",
    /** The reason of an expiry while the office's question about the payment was open. */
    questionUnanswered:
      "The office's question about the payment was not answered by its deadline: the hold on the bed expired and the bed was given back.",
    /** Who expired a hold, in the booking's history: no person did. */
    actor: 'Hold expiry',
    /** The student's countdown: `left` as "2 days 5 h", `deadline` as the browser shows a moment. */
    payWithin: (left: string, deadline: string) => `Pay within ${left} to keep your bed (deadline ${deadline}).`,
    /** The same countdown while the office's question waits for the student's answer. */
    answerWithin: (left: string, deadline: string) => `Answer within ${left} to keep your bed (deadline ${deadline}).`,
    holdExpired: 'The hold on your bed has expired: the bed may be given to another student.',
    /** The office's countdown on a student's booking: the same facts, about the student's bed. */
    holdEndsIn: (left: string, deadline: string) => `The hold on the bed ends in ${left} (deadline ${deadline}).`,
    holdEnded: 'The hold on the bed has expired: it may be given to another student.',
  },
  /** The office moves a booking to another room of its semester. */
  move: {
    moved: (room: string) => `Booking moved to room ${room}`,
    onlyActive: (status: string) => `Only a pending or paid booking can move to another room; this booking is ${status}.`,
    roomRequired: 'Please choose the room to move the booking to.',
    sameRoom: (room: string) => `The booking is already in room ${room}. Please choose another room.`,
    otherSemester: "The chosen room is not in the booking's semester. Please choose a room of the same semester.",
  },
  /** Online payments through a payment provider (mobile money), and the office's queue of those that need a person. */
  payments: {
    unavailable: 'Online payment is not available. Please pay at the hostel office.',
    providerDown: 'The payment provider could not be reached. Please try again in a moment, or pay at the hostel office.',
    notPending: 'Only a booking waiting for its payment can be paid online.',
    amountChanged: 'The amount due for this booking changed. Please reload the page and try again.',
    notInQueue: 'This payment is not waiting for a decision: it was already re-held, refunded or confirmed.',
    refundReasonRequired: 'Please give the reason for the refund.',
    checkoutOpening: "This booking's payment is being started in another window. Please try again in a moment.",
    /** The provider's notifications (webhooks): read by the provider, or by whoever posts one. */
    notificationNotSigned: "The notification's signature is not the payment provider's: nothing was recorded.",
    notificationTooLarge: 'The notification is too large (32 KB at most).',
    tooManyNotifications: 'Too many notifications. Please send again after the time in Retry-After.',
  },
  /** A react-admin list's `filter`, `sort` or `range` that cannot be read. */
  list: {
    notJson: (param: string, example: string) => `${param} must be JSON like ${example}.`,
    badText: (name: string) => `The filter ${name} must be text or a whole number.`,
    badIds: (name: string) => `The filter ${name} must be an id or a list of ids (text or whole numbers).`,
    badChoice: (name: string, choices: readonly string[]) => `The filter ${name} must be one of: ${choices.join(', ')}.`,
    badSortField: (field: string, sortable: readonly string[]) =>
      `This list cannot be sorted by ${field.slice(0, 60)}; sort by one of: ${sortable.join(', ')}.`,
    badRange: 'range must be [first, last]: two whole numbers from 0, the last not before the first.',
    badPerPage: (max: number) => `per_page must be a whole number from 1 to ${max}.`,
  },
  errors: {
    unauthenticated: 'You are not signed in, or your session has ended. Please log in.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found.',
    malformedJson: 'The request body is not valid JSON.',
    badCharacters: 'The request contains characters that cannot be stored.',
    badValue: 'The request contains a value out of range (a date or a number). Please check it.',
    tooLarge: 'The request body is too large (1 MB at most).',
    conflict: 'This record was changed by someone else at the same time. Please try again.',
    unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    busy: 'The server is busy checking passwords. Please try again in a few seconds.',
    internal: 'Something went wrong on our side. Please try again.',
    /** Shown by the student's app while the phone has no network. */
    offline: 'You are offline. This page will load what it needs once you are back online.',
  },
  /** The office's pending payments queue and its bulk approval. */
  queue: {
    idsRequired: 'Choose at least one booking to approve.',
    idsNotText: 'ids must be a list of booking ids.',
    tooMany: (max: number) => `At most ${max} bookings can be approved at once. Please choose fewer.`,
    notTried: 'Not approved: the approval stopped at an earlier booking. Please try again.',
  },
  /** The porter's lodge: arrivals, check-in and check-out. */
  arrivals: {
    onlyPaid: (status: string) => `Only a paid booking can be checked in; this booking is ${status}.`,
    alreadyCheckedIn: 'This guest is already checked in.',
    alreadyCheckedOut: 'This guest has already checked out.',
    notCheckedIn: 'This guest has not checked in yet: check them in first.',
    keyRequired: 'Please enter the key or card number given to the guest.',
    keyReturnedRequired: 'Please say whether the key was returned (true or false).',
    checkedIn: (name: string, room: string) => `${name} checked in to room ${room}.`,
    checkedOut: (name: string) => `${name} checked out.`,
    badDay: 'day must be a date written YYYY-MM-DD, e.g. 2026-09-01.',
    badRange: 'range must be day or week.',
    badNoShow: 'no_show must be true or false.',
  },
  /** Messages to students (SMS and email), the office's resend and the student's choice of emails. */
  notifications: {
    queuedAgain: 'Message queued again.',
    saved: 'Saved.',
    noProvider: (channel: 'sms' | 'email') =>
      `${channel === 'sms' ? 'SMS' : 'Email'} is not set up on this server, so the message cannot be sent again. Please ask the administrator.`,
    emailRequired: 'email must be true (send me emails) or false (SMS only).',
  },
} as const;
