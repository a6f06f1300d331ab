import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { SelectField } from '#client/components/ui/select-field';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { TextField } from '#client/components/ui/text-field';
import { showToast } from '#client/components/ui/toast-store';
import { trackEvent } from '#client/lib/analytics';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/pledges.json';
import { ORDER_NUMBER_MAX, PLEDGE_MESSAGE_MAX } from '#shared/pledge-limits';
import type { TMyPledge } from '#shared/schemas/pledge';
import { useReportPurchase } from '../api/report-purchase';
import { formatGiftName } from '../utils/gift-labels';

const t = createTranslator(catalog);

const STORE_MAX = 100;
const FIELDS = ['retailer', 'quantity', 'orderNumber', 'message', 'isAnonymous'] as const;

type TPurchaseValues = {
  retailer: string;
  quantity: string;
  orderNumber: string;
  message: string;
  isAnonymous: boolean;
};

/** "I bought this": where, how many, an order number and a few words for the family (both optional). */
export function PurchaseForm({
  pledge,
  defaultStore,
  onReported,
  onClose,
}: {
  pledge: TMyPledge;
  defaultStore: string;
  onReported: () => void;
  onClose: () => void;
}) {
  const report = useReportPurchase();
  const form = useForm<TPurchaseValues>({
    defaultValues: {
      retailer: defaultStore,
      quantity: String(pledge.quantity),
      orderNumber: '',
      message: '',
      isAnonymous: pledge.isAnonymous,
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    form.setFocus('retailer');
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const retailer = values.retailer.trim();
    if (!retailer) {
      form.setError('retailer', { message: t('pledges.purchase.storeMissing') }, { shouldFocus: true });
      return;
    }
    const quantity = Number(values.quantity);
    try {
      await report.mutateAsync({
        pledgeId: pledge.id,
        input: {
          retailer,
          quantity,
          orderNumber: values.orderNumber,
          message: values.message,
          isAnonymous: values.isAnonymous,
        },
      });
      trackEvent('purchase_self_reported', {
        retailer: retailer.slice(0, 200),
        list_id: pledge.list.id,
        items_count: quantity,
      });
      showToast({
        title: t('pledges.purchase.thanks'),
        description: t('pledges.purchase.thanksDetail', { gift: formatGiftName(quantity, pledge.item.name) }),
      });
      onReported();
    } catch (error) {
      showSubmitError(form.setError, error, FIELDS);
    }
  });

  const quantityOptions = Array.from({ length: pledge.quantity }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('pledges.purchase.formLabel', { name: pledge.item.name })}
      className="grid gap-4 rounded-lg border border-teal-200 bg-teal-50 p-4"
    >
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        label={t('pledges.purchase.store')}
        hint={t('pledges.purchase.storeHint')}
        maxLength={STORE_MAX}
        autoComplete="off"
        error={errors.retailer?.message}
        {...form.register('retailer')}
      />
      {pledge.quantity > 1 ? (
        <SelectField
          label={t('pledges.purchase.howMany')}
          hint={t('pledges.purchase.howManyHint')}
          options={quantityOptions}
          error={errors.quantity?.message}
          className="max-w-sm"
          {...form.register('quantity')}
        />
      ) : null}
      <TextField
        label={t('pledges.purchase.orderNumber')}
        hint={t('pledges.purchase.orderNumberHint')}
        maxLength={ORDER_NUMBER_MAX}
        autoComplete="off"
        error={errors.orderNumber?.message}
        {...form.register('orderNumber')}
      />
      <TextAreaField
        label={t('pledges.purchase.message')}
        maxLength={PLEDGE_MESSAGE_MAX}
        length={form.watch('message').length}
        rows={3}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-teal-700"
          {...form.register('isAnonymous')}
        />
        <span>
          <span className="block font-semibold text-slate-900">{t('pledges.anonymous.label')}</span>
          <span className="block text-slate-700 text-sm">{t('pledges.anonymous.hint')}</span>
        </span>
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('pledges.purchase.telling') : t('pledges.purchase.tell')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('pledges.notNow')}
        </Button>
      </div>
    </form>
  );
}
