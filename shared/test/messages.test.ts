import { describe, expect, it } from 'vitest';
import {
  aiMessages,
  authMessages,
  contactMessages,
  dashboardMessages,
  displayFallbacks,
  documentMessages,
  matchMessages,
  paymentMessages,
  searchMessages,
  uploadMessages,
  verificationMessages,
} from '../src';

// The spec's strings, verbatim (product-spec sections 2, 4, 5 and 8).
describe('spec strings', () => {
  it.each([
    [authMessages.missingCredentials, 'Please enter both email and password'],
    [authMessages.signInFailedTitle, 'Sign in failed'],
    [authMessages.registrationFailedTitle, 'Registration failed'],
    [authMessages.unexpectedError, 'An unexpected error occurred'],
    [authMessages.signedIn, 'Signed in successfully'],
    [authMessages.accountCreated, 'Account created successfully! Please check your email to verify your account.'],
    [authMessages.userNotAuthenticated, 'User not authenticated'],
    [verificationMessages.notConfirmed, 'Email not yet confirmed. Please check your email and click the confirmation link.'],
    [verificationMessages.noUser, 'No user found. Please check your email and try the confirmation link again.'],
    [verificationMessages.unexpected, 'An unexpected error occurred. Please try again.'],
    [documentMessages.unexpectedError, 'An unexpected error occurred.'],
    [documentMessages.addInsurancePaymentFailed, 'Failed to add insurance payment'],
    [documentMessages.billRemoved, 'Medical bill removed successfully!'],
    [documentMessages.notFound, 'Document not found'],
    [uploadMessages.missingBillOrEobToast, `${uploadMessages.failedTitle}: ${uploadMessages.missingBillOrEob}`],
    [uploadMessages.successTitle, 'Upload successful!'],
    [aiMessages.billReviewTitle, 'AI Analysis Complete - Review Required'],
    [aiMessages.billReviewDescription, 'The AI found some issues that need your attention. Please review the extracted data.'],
    [aiMessages.billFailedFallback, 'Failed to process document with AI'],
    [aiMessages.eobFailedFallback, 'Failed to process EOB with AI'],
    [aiMessages.receiptFailedFallback, 'Failed to process receipt with AI'],
    [aiMessages.eobExtractFailed, 'Failed to extract EOB data from image'],
    [displayFallbacks.billNotFound, 'Bill not found.'],
    [displayFallbacks.pageNotFound, 'Oops! Page not found'],
    [matchMessages.historyMatch, 'Your EOB and bill match. Click HERE to pay your bill'],
    [searchMessages.beforeResults, 'Use the search form above to find bills and documents.'],
    [dashboardMessages.loadingMembers, 'Loading family members...'],
    [paymentMessages.subtitle, 'Secure payment processing for your medical bills'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [uploadMessages.billUploadFailed('boom'), 'Bill upload failed: boom'],
    [uploadMessages.eobUploadFailed('boom'), 'EOB upload failed: boom'],
    [uploadMessages.receiptUploadFailed('boom'), 'Upload failed: boom'],
    [documentMessages.downloadFailed('gone'), 'Failed to download file: gone'],
    [contactMessages.sentDescription(), 'Your message has been sent to our team. FairBill will get back to you soon.'],
    [contactMessages.sentDescription('Support'), 'Your message has been sent to our team. Support will get back to you soon.'],
    [matchMessages.inNetworkOwe('$0.00'), 'Your EOB details indicate you owe $0.00 on this in-network bill. Send provider copy of EOB. Do not pay at this time.'],
    [paymentMessages.cardEnding('4242'), 'Card ending 4242'],
    [paymentMessages.payButton('766.40'), 'Pay $766.40'],
    [dashboardMessages.welcome('Jane'), 'Welcome Jane'],
  ])('template -> %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
