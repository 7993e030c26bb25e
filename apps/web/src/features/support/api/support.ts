import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSupportTicketRequest,
  SupportAction,
  SupportAttachment,
  SupportTicketDetail,
  SupportTicketListQuery,
} from '@armada/contracts/support';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { readQueryOptions } from '@/lib/resources/record-resource';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Every support query key starts with `supportKeys.all`. */
export const supportKeys = {
  all: ['support'] as const,
  contact: () => [...supportKeys.all, 'contact'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  list: (query: SupportTicketListQuery) => [...supportKeys.tickets(), 'list', query] as const,
  summary: () => [...supportKeys.tickets(), 'summary'] as const,
  detail: (id: number) => [...supportKeys.tickets(), 'detail', id] as const,
};

const withId = (url: string, id: number, attachmentId?: number) =>
  url.replace(':id', String(id)).replace(':attachmentId', String(attachmentId ?? 0));

/** `GET /api/support/contact` (SUP-1). */
export function useSupportContact() {
  return useQuery({
    queryKey: supportKeys.contact(),
    staleTime: 30 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(ROUTE_URLS.getSupportContact, {
          validate: validators.getSupportContact,
          signal,
        })
      ).data,
  });
}

/** `GET /api/support/ticket` (SUP-10). */
export function useSupportTickets(query: SupportTicketListQuery) {
  return useQuery(
    readQueryOptions(
      supportKeys.list(query),
      { url: ROUTE_URLS.listSupportTickets, validate: validators.listSupportTickets },
      query,
    ),
  );
}

/** SUP-13: how often the badge asks again when no live message came (a lost connection). */
const SUMMARY_REFRESH_MS = 2 * 60_000;

/** `GET /api/support/ticket/summary` (SUP-13): the badge and the status counts. */
export function useSupportSummary(enabled = true) {
  return useQuery({
    queryKey: supportKeys.summary(),
    enabled,
    refetchInterval: SUMMARY_REFRESH_MS,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(ROUTE_URLS.getSupportSummary, {
          validate: validators.getSupportSummary,
          signal,
        })
      ).data,
  });
}

/** SUP-11: while support owes an answer the page looks again now and then. */
const OPEN_REFRESH_MS = 30_000;

/** `GET /api/support/ticket/:id`. */
export function useSupportTicket(id: number) {
  return useQuery<SupportTicketDetail>({
    queryKey: supportKeys.detail(id),
    refetchInterval: (query) => (query.state.data?.status === 'OPEN' ? OPEN_REFRESH_MS : false),
    queryFn: async ({ signal }): Promise<SupportTicketDetail> =>
      (
        await apiClient.get(withId(ROUTE_URLS.getSupportTicket, id), {
          validate: validators.getSupportTicket,
          signal,
        })
      ).data,
  });
}

/** SUP-9: one file on the company's latest message of the ticket; its bytes are the body. */
export async function uploadAttachment(args: {
  id: number;
  file: File;
}): Promise<SupportAttachment> {
  return (
    await apiClient.post(withId(ROUTE_URLS.uploadSupportAttachment, args.id), {
      validate: validators.uploadSupportAttachment,
      query: { file_name: args.file.name },
      file: args.file,
    })
  ).data;
}

/** SUP-9: where a file is served (opened in a new tab, saved by the browser). */
export function attachmentUrl(id: number, attachmentId: number): string {
  return `${env.apiBaseUrl}${withId(ROUTE_URLS.downloadSupportAttachment, id, attachmentId)}`;
}

/** A change answered with the ticket: the detail takes it, lists and counts refresh. */
function useTicketChange<A>(change: (args: A) => Promise<SupportTicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(supportKeys.detail(ticket.id), ticket);
      await queryClient.invalidateQueries({
        queryKey: supportKeys.tickets(),
        refetchType: 'active',
      });
    },
  });
}

/** SUP-2, SUP-3: `POST /api/support/ticket`. */
export function useCreateTicket() {
  return useTicketChange(
    async (body: CreateSupportTicketRequest) =>
      (
        await apiClient.post(ROUTE_URLS.createSupportTicket, {
          validate: validators.createSupportTicket,
          body,
        })
      ).data,
  );
}

/** SUP-5: `POST /api/support/ticket/:id/message`. */
export function useReplyTicket() {
  return useTicketChange(
    async ({ id, body }: { id: number; body: string }) =>
      (
        await apiClient.post(withId(ROUTE_URLS.replySupportTicket, id), {
          validate: validators.replySupportTicket,
          body: { body },
        })
      ).data,
  );
}

/** SUP-6 ... SUP-8: `POST /api/support/ticket/:id/status`. */
export function useChangeTicketStatus() {
  return useTicketChange(
    async ({ id, action }: { id: number; action: SupportAction }) =>
      (
        await apiClient.post(withId(ROUTE_URLS.changeSupportTicketStatus, id), {
          validate: validators.changeSupportTicketStatus,
          body: { action },
        })
      ).data,
  );
}

/** SUP-13: `POST /api/support/ticket/:id/read`. */
export function useMarkTicketRead() {
  return useTicketChange(
    async (id: number) =>
      (
        await apiClient.post(withId(ROUTE_URLS.markSupportTicketRead, id), {
          validate: validators.markSupportTicketRead,
        })
      ).data,
  );
}

/** Reads a ticket again after its files went up (they join its latest message). */
export function useRefreshTicket() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supportKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: supportKeys.tickets(), refetchType: 'active' }),
    ]);
}
