import { useEffect, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { isAddressReady } from '#shared/publish-rules';
import type { TTopicSlug } from '#shared/routes';
import type { TOwnList } from '#shared/schemas/needs-list';
import { useAddressCheck } from '../hooks/use-address-check';
import { useEditorDraft } from '../hooks/use-editor-draft';
import { useItemRemovals } from '../hooks/use-item-removals';
import { useOptionFolds } from '../hooks/use-option-folds';
import { usePublishDraft } from '../hooks/use-publish-draft';
import { findEditorProblems, findProblemField, type TEditorProblem } from '../utils/editor-problems';
import {
  EMPTY_LIST_FORM,
  type TFieldBindings,
  type TListFormField,
  type TListFormValues,
  toFormValues,
  toShippingAddress,
} from '../utils/list-form-values';
import { findSavedPostalCodeProblems } from '../utils/postal-code-field';
import { AboutListFields } from './about-list-fields';
import { DeleteDraftButton } from './delete-draft-button';
import { EditorStep } from './editor-step';
import { NEW_ITEM_ADD_ID, NEW_ITEM_NAME_ID } from './item-form';
import { ItemsEditor } from './items-editor';
import { LiveListFooter, VerifyEmailFirstNote } from './list-editor-notes';
import { FIELD_FOLDS, MoreOptions, type TOptionFold } from './more-options';
import { PlaceFields } from './place-fields';
import { PublishPanel } from './publish-panel';
import { SaveStatus } from './save-status';

const t = createTranslator(catalog);

/** History state of the list page right after publishing: it opens with "your list is live". */
export type TPublishedState = { isJustPublished: true };

/** The fields' props: each change clears the field's error and is saved (`onFieldChanged`). */
function bindFields(
  form: UseFormReturn<TListFormValues>,
  values: TListFormValues,
  onFieldChanged: (field: TListFormField) => void,
): TFieldBindings {
  return {
    values,
    errors: form.formState.errors,
    register: (field) =>
      form.register(field, {
        onChange: () => {
          form.clearErrors(field);
          onFieldChanged(field);
        },
      }),
    setValue: (field, value) => {
      form.setValue(field, value as never, { shouldDirty: true });
      form.clearErrors(field);
      onFieldChanged(field);
    },
    setError: (field, message) => form.setError(field, { message }),
  };
}

/**
 * Each missing thing in the publish section takes the family to the field that needs it, opening its
 * fold first when it is folded (the parts an address lacks are marked there).
 */
function goToProblem(
  field: TEditorProblem['field'],
  form: UseFormReturn<TListFormValues>,
  openFoldNow: (fold: TOptionFold) => void,
  markMissingAddress: () => void,
) {
  if (field === 'items' || field === 'pendingItem') {
    // The typed item's Add button (Clear is beside it); else the field to type a first one.
    const target = document.getElementById(field === 'items' ? NEW_ITEM_NAME_ID : NEW_ITEM_ADD_ID);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center' });
    return;
  }
  if (field === 'beneficiaryName') openFoldNow('who');
  if (field === 'shippingAddress') {
    openFoldNow('address');
    markMissingAddress();
  }
  const target = findProblemField(field, form.getValues());
  form.setFocus(target);
  // Mid-screen: a field at the bottom edge would sit under a phone's keyboard.
  document.querySelector(`[name="${target}"]`)?.scrollIntoView({ block: 'center' });
}

/**
 * The guided form of /create and /edit-wishlist/{id}, in the order a family thinks of it: what they
 * need first, then their story and place; everything with a good default is folded under a line that
 * says what it is set to. Everything is saved as it is typed (a draft until published), starting with
 * the first keystroke, so nothing waits for a title and a reload or a lost connection loses nothing.
 */
export function ListEditor({
  list,
  isEmailVerified,
  initialCategory,
  onDraftCreated,
  onDraftDeleted,
}: {
  list: TOwnList | null;
  isEmailVerified: boolean;
  /** A new list's category chosen before the editor opened (a topic page's "Create a … list"). */
  initialCategory?: TTopicSlug;
  onDraftCreated?: (listId: string) => void;
  onDraftDeleted?: () => void;
}) {
  const [, navigate] = useLocation();
  const form = useForm<TListFormValues>({
    defaultValues: list ? toFormValues(list) : { ...EMPTY_LIST_FORM, category: initialCategory ?? '' },
  });
  const folds = useOptionFolds(form);
  // A postal code saved before postal codes were checked (a phone number, say) says at once what is
  // wrong with it; it stays as saved until the family corrects it.
  useEffect(() => {
    for (const [field, message] of findSavedPostalCodeProblems(form.getValues())) {
      form.setError(field, { message });
    }
  }, [form]);
  const [pendingItemName, setPendingItemName] = useState<string | null>(null);
  const { listId, autosave, ensureListId, onFieldChanged } = useEditorDraft({
    list,
    hasPresetCategory: initialCategory !== undefined,
    form,
    onDraftCreated,
    onFieldRefused: (field) => {
      const fold = FIELD_FOLDS[field];
      if (fold) folds.addFold(fold);
    },
  });
  const removals = useItemRemovals(listId);
  const address = useAddressCheck(form, autosave.flush);
  const values = form.watch();
  const bindings = bindFields(form, values, onFieldChanged);
  const items = list?.items ?? [];
  const keptItemsCount = items.filter((item) => !removals.states.has(item.id)).length;
  const problems = findEditorProblems(values, keptItemsCount, pendingItemName);
  const publish = usePublishDraft({
    listId,
    // Items removed but still undoable go first: what the family saw go is not published.
    flush: async () => (await removals.flushAll()) && (await autosave.flush()),
    onPublished: (published) => {
      const state: TPublishedState = { isJustPublished: true };
      navigate(pagePaths.listDetail(published.id), { state });
    },
    isMissingAnything: problems.length > 0,
    onMissing: () => address.markMissing(false),
  });
  const isDraft = !list || list.status === 'draft';
  const onGoToProblem = (field: TEditorProblem['field']) =>
    goToProblem(field, form, folds.openFoldNow, () => address.markMissing(false));

  return (
    // Fields keep clear of the save status stuck under the header when the focus scrolls to them.
    <div className="[&_:is(input,select,textarea,summary)]:scroll-mt-12">
      <SaveStatus
        state={autosave.state}
        message={autosave.message}
        reloadHref={listId ? pagePaths.editList(listId) : PAGE_PATHS.create}
      />
      {isDraft && !isEmailVerified ? <VerifyEmailFirstNote /> : null}
      <EditorStep id="step-items" number={1} title={t('list-editor.step.items')}>
        <ItemsEditor
          listId={listId}
          items={items}
          isPublished={!isDraft}
          removals={removals}
          ensureListId={ensureListId}
          onPendingItemChange={setPendingItemName}
        />
      </EditorStep>
      <EditorStep id="step-story" number={2} title={t('list-editor.step.story')}>
        <AboutListFields {...bindings} />
      </EditorStep>
      <EditorStep id="step-where" number={3} title={t('list-editor.step.where')}>
        <PlaceFields {...bindings} />
      </EditorStep>
      <EditorStep id="step-more" number={4} title={t('list-editor.step.more')}>
        <MoreOptions
          bindings={bindings}
          addressActions={address}
          listId={listId}
          photos={list?.photos ?? []}
          ensureListId={ensureListId}
          openFolds={folds.openFolds}
          onToggleFold={folds.onToggleFold}
        />
      </EditorStep>
      {isDraft ? (
        <PublishPanel
          problems={problems}
          isAddressReady={isAddressReady(toShippingAddress(values))}
          onAddAddress={() => onGoToProblem('shippingAddress')}
          isEmailMissing={!isEmailVerified || publish.isEmailRefused}
          askCount={publish.askCount}
          isPublishing={publish.isPublishing}
          error={publish.publishError}
          onGoToProblem={onGoToProblem}
          onPublish={publish.onPublishPressed}
          deleteButton={
            listId ? (
              <DeleteDraftButton
                listId={listId}
                title={values.title}
                size="md"
                onDeleted={onDraftDeleted ?? (() => navigate(PAGE_PATHS.myLists))}
              />
            ) : null
          }
        />
      ) : (
        <LiveListFooter
          listId={listId}
          pendingItemName={pendingItemName}
          onGoToPendingItem={() => onGoToProblem('pendingItem')}
        />
      )}
    </div>
  );
}
