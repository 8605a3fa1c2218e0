import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  Customer,
  CustomerDetails,
  CustomerInput,
  CustomerPage,
  CustomerSearchPage,
} from "../../../shared/customers/customers.ts";
import type { Rating, RatingUpdate } from "../../../shared/ratings/ratings.ts";
import { apiPath } from "../../api/api-path.ts";
import { api, apiRequest } from "../../api/client.ts";

const id = (value: string) => encodeURIComponent(value);

export const customersKey = (businessId: string) => ["customers", businessId] as const;
export const ratingsKey = (businessId: string) => ["ratings", businessId] as const;

/** One page of customers: the plain list by name, or the search results when there is a key. */
export function useCustomerList(businessId: string, key: string, page: number) {
  return useQuery({
    queryKey: [...customersKey(businessId), key, page],
    queryFn: (): Promise<CustomerPage | CustomerSearchPage> =>
      key
        ? api.get<CustomerSearchPage>("/customers/search", { businessId, key, page })
        : api.get<CustomerPage>("/customers", { businessId, page }),
    placeholderData: keepPreviousData, // the table keeps its rows while the next page loads
  });
}

export function useCustomer(customerId: string | null) {
  return useQuery({
    queryKey: ["customer", customerId],
    queryFn: () => api.get<CustomerDetails>(`/customers/${id(customerId ?? "")}`),
    enabled: customerId !== null,
  });
}

export function createCustomer(businessId: string, input: CustomerInput) {
  return api.post<Customer>("/customers", { businessId, ...input });
}

/** A download link: the session cookie goes with it. */
export function customersExportUrl(businessId: string) {
  const params = new URLSearchParams({ businessId });
  return apiPath(`/v1/customers/export?${params}`);
}

export function useOwnerRatings(businessId: string) {
  return useQuery({
    queryKey: ratingsKey(businessId),
    queryFn: () => api.get<Rating[]>(`/businesses/${id(businessId)}/ratings`),
  });
}

export function updateRating(businessId: string, update: RatingUpdate) {
  return apiRequest<Rating>(`/public/businesses/${id(businessId)}/ratings`, {
    method: "PATCH",
    body: update,
  });
}
