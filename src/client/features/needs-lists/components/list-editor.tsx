import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { trackEvent } from '#client/lib/analytics';
import { readApiErrorMessage } from '#client/lib/request';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { isAddressReady } from '#shared/publish-rules';
import type { TTopicSlug } from '#shared/routes';
import type { TOwnList } from '#shared/schemas/needs-list';
import { usePublishList } from '../api/publish-list';
import { useListAutosave } from '../hooks/use-list-autosave';
import { forgetDraft, readBackup, readStartedAt } from '../utils/draft-storage';
import {
  describePendingItem,
  findEditorProblems,
  findProblemField,
  type TEditorProblem,
} from '../utils/editor-problems';
import {
  EMPTY_LIST_FORM,
  type TFieldBindings,
  type TListFormField,
  type TListFormValues,
  toFormValues,
  toShippingAddress,
} from '../utils/list-form-values';
import { SHIPPING_ADDRESS_ANCHOR } from '../utils/shipping-address-link';
import { AboutListFields } from './about-list-fields';
import { DeleteDraftButton } from './delete-draft-button';
import { EditorStep } from './editor-step';
import { NEW_ITEM_ADD_ID, NEW_ITEM_NAME_ID } from './item-form';
import { ItemsEditor } from './items-editor';
import { FIELD_FOLDS, MoreOptions, type TOptionFold } from './more-options';
import { PlaceFields } from './place-fields';
import { PublishPanel } from './publish-panel';
import { SaveStatus } from './save-status';

/** History state of the list page right after publishing: it opens with "your list is live". */
export type TPublishedState = { isJustPublished: true };

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
  const [listId, setListId] = useState<string | null>(list?.id ?? null);
  const form = useForm<TListFormValues>({
    defaultValues: list ? toFormValues(list) : { ...EMPTY_LIST_FORM, category: initialCategory ?? '' },
  });
  const { errors } = form.formState;
  const publish = usePublishList();
  const [publishError, setPublishError] = useState<string | null>(null);
  // Sent here to add the shipping address (from the list page): that fold opens, its first field waits.
  const [openFolds, setOpenFolds] = useState<ReadonlySet<TOptionFold>>(
    () => new Set(window.location.hash === `#${SHIPPING_ADDRESS_ANCHOR}` ? ['address'] : []),
  );
  const [pendingItemName, setPendingItemName] = useState<string | null>(null);
  const autosave = useListAutosave({
    listId,
    version: list?.version ?? 1,
    getValues: () => form.getValues(),
    onCreated: (id) => {
      setListId(id);
      onDraftCreated?.(id);
    },
    onFieldError: (field, message) => {
      const fold = FIELD_FOLDS[field];
      if (fold) setOpenFolds((current) => new Set(current).add(fold));
      form.setError(field, { message });
    },
  });

  // What the server refused, or a change made elsewhere, is not saved: leaving asks first. (What is
  // merely waiting, or offline, is kept on this device and saved later.)
  const isUnsaved = autosave.state === 'error' || autosave.state === 'conflict';
  useEffect(() => {
    if (window.location.hash !== `#${SHIPPING_ADDRESS_ANCHOR}`) return;
    form.setFocus('addressName');
    document.querySelector('[name="addressName"]')?.scrollIntoView({ block: 'center' });
  }, [form]);

  useEffect(() => {
    if (!isUnsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isUnsaved]);

  // Autosave sends only the fields that changed, and a preset category was never typed: it joins the
  // first save, the one that creates the draft. Not on mount, so merely opening /create makes no draft.
  const isPresetUnsavedRef = useRef(!list && initialCategory !== undefined);
  const includePresetCategory = () => {
    if (!isPresetUnsavedRef.current) return;
    isPresetUnsavedRef.current = false;
    autosave.onFieldChanged('category');
  };
  const ensureListId = () => {
    includePresetCategory();
    return autosave.ensureCreated();
  };

  // A copy kept on this device that the server never got (offline, closed tab) wins over the server's.
  const hasRestoredRef = useRef(false);
  useEffect(() => {
    if (hasRestoredRef.current) return;
    hasRestoredRef.current = true;
    const backup = readBackup<TListFormValues>(list?.id ?? 'new');
    const serverTime = list ? Date.parse(list.updatedAt) : 0;
    if (!backup || backup.savedAt <= serverTime) return;
    const current = form.getValues();
    const changed = (Object.keys(EMPTY_LIST_FORM) as TListFormField[]).filter(
      (field) => backup.values[field] !== undefined && backup.values[field] !== current[field],
    );
    if (changed.length === 0) return;
    form.reset({ ...current, ...backup.values });
    if (isPresetUnsavedRef.current && !changed.includes('category')) changed.push('category');
    isPresetUnsavedRef.current = false;
    autosave.markAllChanged(changed);
  }, [autosave, form, list]);

  const values = form.watch();
  const bindings: TFieldBindings = {
    values,
    errors,
    register: (field) =>
      form.register(field, {
        onChange: () => {
          form.clearErrors(field);
          includePresetCategory();
          autosave.onFieldChanged(field);
        },
      }),
    setValue: (field, value) => {
      form.setValue(field, value as never, { shouldDirty: true });
      includePresetCategory();
      autosave.onFieldChanged(field);
    },
  };
  const items = list?.items ?? [];
  const problems = findEditorProblems(values, items.length, pendingItemName);
  const isDraft = !list || list.status === 'draft';

  const openFold = (fold: TOptionFold) =>
    flushSync(() => setOpenFolds((current) => new Set(current).add(fold)));

  // Each missing thing in the publish section takes the family to the field that needs it, opening
  // its fold first when it is folded.
  const onGoToProblem = (field: TEditorProblem['field']) => {
    if (field === 'items' || field === 'pendingItem') {
      // The typed item's Add button (Clear is beside it); else the field to type a first one.
      const target = document.getElementById(field === 'items' ? NEW_ITEM_NAME_ID : NEW_ITEM_ADD_ID);
      target?.focus({ preventScroll: true });
      target?.scrollIntoView({ block: 'center' });
      return;
    }
    if (field === 'beneficiaryName') openFold('who');
    if (field === 'shippingAddress') openFold('address');
    const target = findProblemField(field, values);
    form.setFocus(target);
    // Mid-screen: a field at the bottom edge would sit under a phone's keyboard.
    document.querySelector(`[name="${target}"]`)?.scrollIntoView({ block: 'center' });
  };

  const onPublish = async () => {
    if (!listId) return;
    setPublishError(null);
    if (!(await autosave.flush())) {
      setPublishError(
        'Some of your changes are not saved yet (see the message at the top). Fix them, then publish.',
      );
      return;
    }
    try {
      const published = await publish.mutateAsync(listId);
      const startedAt = readStartedAt(listId);
      trackEvent('needs_list_created', {
        list_id: published.id,
        items_count: published.items.length,
        time_to_complete_sec: startedAt ? Math.max(0, Math.round((Date.now() - startedAt) / 1000)) : 0,
      });
      forgetDraft(listId);
      const state: TPublishedState = { isJustPublished: true };
      navigate(pagePaths.listDetail(published.id), { state });
    } catch (error) {
      setPublishError(readApiErrorMessage(error));
    }
  };

  return (
    // Fields keep clear of the save status stuck under the header when the focus scrolls to them.
    <div className="[&_:is(input,select,textarea,summary)]:scroll-mt-12">
      <SaveStatus
        state={autosave.state}
        message={autosave.message}
        reloadHref={listId ? pagePaths.editList(listId) : PAGE_PATHS.create}
      />
      {isDraft && !isEmailVerified ? (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          Fill in everything now; to publish, confirm your email address first (open the link we mailed you,
          or{' '}
          <Link href={PAGE_PATHS.verifyEmail} className="font-semibold text-teal-800 underline">
            ask for a new one
          </Link>
          ).
        </p>
      ) : null}
      <EditorStep id="step-items" number={1} title="What you need">
        <ItemsEditor
          listId={listId}
          items={items}
          ensureListId={ensureListId}
          onPendingItemChange={setPendingItemName}
        />
      </EditorStep>
      <EditorStep id="step-story" number={2} title="Tell donors about it">
        <AboutListFields {...bindings} />
      </EditorStep>
      <EditorStep id="step-where" number={3} title="Where are you?">
        <PlaceFields {...bindings} />
      </EditorStep>
      <EditorStep id="step-more" number={4} title="More options">
        <MoreOptions
          bindings={bindings}
          listId={listId}
          photos={list?.photos ?? []}
          ensureListId={ensureListId}
          openFolds={openFolds}
          onToggleFold={(fold, isOpen) =>
            setOpenFolds((current) => {
              const next = new Set(current);
              if (isOpen) next.add(fold);
              else next.delete(fold);
              return next;
            })
          }
        />
      </EditorStep>
      {isDraft ? (
        <PublishPanel
          problems={problems}
          isAddressReady={isAddressReady(toShippingAddress(values))}
          onAddAddress={() => onGoToProblem('shippingAddress')}
          isEmailVerified={isEmailVerified}
          isPublishing={publish.isPending}
          error={publishError}
          onGoToProblem={onGoToProblem}
          onPublish={() => void onPublish()}
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
        <div className="grid gap-3 border-slate-200 border-t py-8 text-slate-800">
          {pendingItemName !== null ? (
            <button
              type="button"
              className="min-h-11 text-left font-semibold text-teal-800 underline underline-offset-2 pointer-fine:min-h-8"
              onClick={() => onGoToProblem('pendingItem')}
            >
              {describePendingItem(pendingItemName)}
            </button>
          ) : null}
          <p>
            Changes are saved as you type and show on{' '}
            <Link href={pagePaths.listDetail(listId ?? '')} className="font-semibold text-teal-800 underline">
              your list
            </Link>{' '}
            at once.
          </p>
        </div>
      )}
    </div>
  );
}
