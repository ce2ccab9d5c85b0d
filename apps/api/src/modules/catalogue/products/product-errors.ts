import {
  API_ERROR_CODES,
  type CategoryPathItem,
  catalogueMessages,
  type ProductNotFoundBody,
} from '@cabas/contracts';
import { DomainError } from '../../../platform/domain-error.ts';

/**
 * A product sheet that cannot be shown: with the product's breadcrumb when the product exists, so
 * that the web redirects to its last category, and whether the national store carries it, so that
 * the web retries in national mode.
 */
export class ProductNotFoundError extends DomainError {
  readonly notFoundCode: ProductNotFoundBody['code'];

  constructor(
    message: string,
    readonly breadcrumb: CategoryPathItem[] = [],
    readonly availableNationally = false,
  ) {
    const code =
      message === catalogueMessages.productNotInStore
        ? API_ERROR_CODES.productNotInStore
        : API_ERROR_CODES.productNotFound;
    super(code, message);
    this.notFoundCode = code;
  }

  body(): ProductNotFoundBody {
    return {
      status_code: 404,
      message: this.message,
      code: this.notFoundCode,
      meta: { breadcrumb: this.breadcrumb, disponible_national: this.availableNationally },
    };
  }
}
