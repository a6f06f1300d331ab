import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { StatusMessage } from '#client/components/ui/status-message';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import catalog from '#client-catalog/profile.json';
import { BIO_MAX_LENGTH, PLACE_MAX_LENGTH } from '#shared/constants';
import { type TOwnProfile, ZProfileUpdate } from '#shared/schemas/profile';
import { useUpdateOwnProfile } from '../api/update-own-profile';

const t = createTranslator(catalog);

const FIELDS = ['firstName', 'lastName', 'bio', 'city', 'region'] as const;

export function ProfileForm({ profile }: { profile: TOwnProfile }) {
  const updateProfile = useUpdateOwnProfile();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodFormResolver(ZProfileUpdate),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      bio: profile.bio,
      city: profile.city,
      region: profile.region,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const bioLength = form.watch('bio')?.length ?? 0;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        bio: saved.bio,
        city: saved.city,
        region: saved.region,
      });
      setMessage(t('profile.form.saved'));
    } catch (error) {
      showSubmitError(form.setError, error, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {message ? <StatusMessage>{message}</StatusMessage> : null}
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('profile.form.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('profile.form.lastName')}
          autoComplete="family-name"
          hint={t('profile.form.lastNameHint')}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextAreaField
        label={t('profile.form.bio')}
        hint={t('profile.form.bioHint')}
        maxLength={BIO_MAX_LENGTH}
        length={bioLength}
        rows={4}
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('profile.form.city')}
          autoComplete="address-level2"
          maxLength={PLACE_MAX_LENGTH}
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          label={t('profile.form.region')}
          autoComplete="address-level1"
          maxLength={PLACE_MAX_LENGTH}
          error={errors.region?.message}
          {...form.register('region')}
        />
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('profile.form.saving') : t('profile.form.save')}
        </Button>
      </div>
    </form>
  );
}
