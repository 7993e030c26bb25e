import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKey,
  CreateApiKeyRequest,
  CreateIntegrationRequestBody,
  CreateWebhookEndpointRequest,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  IntegrationRequest,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryPage,
  WebhookEndpoint,
} from '@armada/contracts/integrations';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { fillUrl } from '@/lib/resources/record-resource';

/** Every integrations query key starts with `integrationKeys.all`. */
export const integrationKeys = {
  all: ['integrations'] as const,
  endpoints: () => [...integrationKeys.all, 'endpoints'] as const,
  deliveries: (endpointId: number, page: number) =>
    [...integrationKeys.all, 'deliveries', endpointId, page] as const,
  delivery: (id: number) => [...integrationKeys.all, 'delivery', id] as const,
  apiKeys: () => [...integrationKeys.all, 'api-keys'] as const,
  requests: () => [...integrationKeys.all, 'requests'] as const,
};

/** The delivery log's page size (WHK-8). */
export const DELIVERY_PAGE = 10;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: integrationKeys.endpoints(),
    queryFn: async ({ signal }): Promise<WebhookEndpoint[]> =>
      (
        await apiClient.get(ROUTE_URLS.listWebhookEndpoints, {
          validate: validators.listWebhookEndpoints,
          signal,
        })
      ).data,
  });
}

export function useWebhookDeliveries(endpointId: number, page: number) {
  return useQuery({
    queryKey: integrationKeys.deliveries(endpointId, page),
    queryFn: async ({ signal }): Promise<WebhookDeliveryPage['data']> =>
      (
        await apiClient.get(fillUrl(ROUTE_URLS.listWebhookDeliveries, { id: endpointId }), {
          validate: validators.listWebhookDeliveries,
          query: { page, limit: DELIVERY_PAGE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    // WHK-6: the log follows deliveries still being tried.
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.status === 'PENDING' || d.status === 'SENDING')
        ? 3000
        : false,
  });
}

export function useWebhookDelivery(id: number | null) {
  return useQuery({
    queryKey: integrationKeys.delivery(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }): Promise<WebhookDeliveryDetail> =>
      (
        await apiClient.get(fillUrl(ROUTE_URLS.getWebhookDelivery, { id: id ?? 0 }), {
          validate: validators.getWebhookDelivery,
          signal,
        })
      ).data,
  });
}

/** After any change, every integrations list is read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: integrationKeys.all });
}

export function useCreateWebhookEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpoint> =>
      (
        await apiClient.post(ROUTE_URLS.createWebhookEndpoint, {
          validate: validators.createWebhookEndpoint,
          body,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useUpdateWebhookEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number;
      body: UpdateWebhookEndpointRequest;
    }): Promise<WebhookEndpoint> =>
      (
        await apiClient.put(fillUrl(ROUTE_URLS.updateWebhookEndpoint, { id }), {
          validate: validators.updateWebhookEndpoint,
          body,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useDeleteWebhookEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number): Promise<WebhookEndpoint> =>
      (
        await apiClient.delete(fillUrl(ROUTE_URLS.deleteWebhookEndpoint, { id }), {
          validate: validators.deleteWebhookEndpoint,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useTestWebhookEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number): Promise<WebhookDelivery> =>
      (
        await apiClient.post(fillUrl(ROUTE_URLS.testWebhookEndpoint, { id }), {
          validate: validators.testWebhookEndpoint,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useReplayWebhookDelivery() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number): Promise<WebhookDelivery> =>
      (
        await apiClient.post(fillUrl(ROUTE_URLS.replayWebhookDelivery, { id }), {
          validate: validators.replayWebhookDelivery,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: integrationKeys.apiKeys(),
    queryFn: async ({ signal }): Promise<ApiKey[]> =>
      (await apiClient.get(ROUTE_URLS.listApiKeys, { validate: validators.listApiKeys, signal }))
        .data,
  });
}

export function useCreateApiKey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CreateApiKeyRequest): Promise<CreatedApiKey> =>
      (await apiClient.post(ROUTE_URLS.createApiKey, { validate: validators.createApiKey, body }))
        .data,
    onSuccess: refresh,
  });
}

export function useRevokeApiKey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number): Promise<ApiKey> =>
      (
        await apiClient.post(fillUrl(ROUTE_URLS.revokeApiKey, { id }), {
          validate: validators.revokeApiKey,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useIntegrationRequests() {
  return useQuery({
    queryKey: integrationKeys.requests(),
    queryFn: async ({ signal }): Promise<IntegrationRequest[]> =>
      (
        await apiClient.get(ROUTE_URLS.listIntegrationRequests, {
          validate: validators.listIntegrationRequests,
          signal,
        })
      ).data,
  });
}

export function useCreateIntegrationRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CreateIntegrationRequestBody): Promise<IntegrationRequest> =>
      (
        await apiClient.post(ROUTE_URLS.createIntegrationRequest, {
          validate: validators.createIntegrationRequest,
          body,
        })
      ).data,
    onSuccess: refresh,
  });
}
