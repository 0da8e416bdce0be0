/** The one error body every failure returns (the contract's errorBodySchema). */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  issues?: { path: string; message: string }[];
}

export function errorBody(statusCode: number, sentence: string, issues?: ErrorBody['issues']): ErrorBody {
  return issues
    ? { statusCode, message: sentence, error: sentence, issues }
    : { statusCode, message: sentence, error: sentence };
}
