import { Link, useSearch } from 'wouter';
import { DeletionStatusLookup } from '#client/features/data-deletion/components/deletion-status-lookup';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/data-deletion.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { PageSection } from '../components/layout/page-section';
import { SuccessPanel } from '../components/ui/status-message';

const t = createTranslator(catalog);

const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';

export default function DataDeletionPage() {
  const isJustDeleted = new URLSearchParams(useSearch()).get('deleted') === '1';
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {t('data-deletion.title')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('data-deletion.intro')}</p>
      {isJustDeleted ? <SuccessPanel message={t('data-deletion.justDeleted')} /> : null}
      <div className="mt-8">
        <PageSection id="deletion-yourself" title={t('data-deletion.yourself.title')}>
          <ol className="list-decimal space-y-2 pl-6">
            <li>
              <RichText
                t={t}
                id="data-deletion.yourself.settings"
                components={{ 0: <Link href={PAGE_PATHS.settings} className={LINK_CLASS} /> }}
              />
            </li>
            <li>
              <RichText t={t} id="data-deletion.yourself.export" components={{ 0: <strong /> }} />
            </li>
            <li>
              <RichText t={t} id="data-deletion.yourself.delete" components={{ 0: <strong /> }} />
            </li>
          </ol>
          <p>{t('data-deletion.yourself.code')}</p>
        </PageSection>
        <PageSection id="deletion-what" title={t('data-deletion.what.title')}>
          <ul className="list-disc space-y-2 pl-6">
            <li>{t('data-deletion.what.profile')}</li>
            <li>{t('data-deletion.what.lists')}</li>
            <li>{t('data-deletion.what.sessions')}</li>
            <li>{t('data-deletion.what.gifts')}</li>
          </ul>
        </PageSection>
        <PageSection id="deletion-facebook" title={t('data-deletion.facebook.title')}>
          <p>{t('data-deletion.facebook.text')}</p>
        </PageSection>
        <PageSection id="deletion-status" title={t('data-deletion.status.title')}>
          <p>{t('data-deletion.status.intro')}</p>
          <DeletionStatusLookup />
        </PageSection>
      </div>
    </div>
  );
}
