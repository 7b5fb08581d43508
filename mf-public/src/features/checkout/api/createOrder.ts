import type { HttpClient } from '@inpro/shared-contracts';

export interface OrderRequest {
  buyerName: string;
  buyerEmail: string;
  courseId: number;
}

export interface OrderResult {
  id?: number | string;
  status?: string;
  total?: number | string;
  buyerEmail?: string;
  buyerName?: string;
  course?: { id?: number; title?: string } & Record<string, unknown>;
}

/** POST /orders: buys a course (the server charges through its payment provider). */
export async function createOrder(http: HttpClient, body: OrderRequest): Promise<OrderResult> {
  const res = await http.post<OrderResult>('/orders', body);
  return res.data ?? {};
}
