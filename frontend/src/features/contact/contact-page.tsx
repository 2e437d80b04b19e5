import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, contactMessages, PRODUCT_NAME, type ContactForm } from '@fairbill/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { PublicLayout } from '../../components/public-layout';
import { TextAreaField, TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api/api-error';
import { sendContactMessage } from './api/contact';

const emptyForm: ContactForm = { fullName: '', email: '', subject: '', message: '' };
const CONTACT_FAILED_TITLE = 'Message not sent';

export function ContactPage() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactForm>({ resolver: zodResolver(contactFormSchema), defaultValues: emptyForm });
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast.success(contactMessages.sentTitle, { description: contactMessages.sentDescription() });
      reset(emptyForm); // cleared only once the message is safely stored
    },
    onError: (error) => {
      toast.error(CONTACT_FAILED_TITLE, { description: errorMessage(error) });
    },
  });

  return (
    <PublicLayout mainClassName="auth-main">
      <div className="panel panel--wide">
        <h1>Do you have questions about {PRODUCT_NAME}?</h1>
        <p className="panel__lead">Send us a message and our team will get back to you.</p>
        <form className="form" noValidate onSubmit={handleSubmit((form) => send.mutate(form))}>
          <div className="form-row">
            <TextField label="Full Name" autoComplete="name" required error={errors.fullName?.message} {...register('fullName')} />
            <TextField
              label="Email Address"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
          <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
          <TextAreaField label="Message" required rows={6} error={errors.message?.message} {...register('message')} />
          {send.isError && (
            <p className="form-error" role="alert">
              Your message could not be sent: {errorMessage(send.error)} Please try again.
            </p>
          )}
          <button type="submit" className="button" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </button>
        </form>
      </div>
    </PublicLayout>
  );
}
