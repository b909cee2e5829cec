/** `SpreadsheetApp.newDataValidation()`: the drop-down lists the add-on puts on cells. */
import type { DataValidationBuilderApi } from '../../sheets/apps-script';
import type { ListValidation } from './cell';

export class LocalDataValidationBuilder implements DataValidationBuilderApi {
  private rule: ListValidation = { kind: 'list', values: [], showDropdown: true, allowInvalid: true };

  requireValueInList(values: string[], showDropdown: boolean): LocalDataValidationBuilder {
    this.rule = { ...this.rule, values: values.slice(), showDropdown };
    return this;
  }

  setAllowInvalid(allowInvalidData: boolean): LocalDataValidationBuilder {
    this.rule = { ...this.rule, allowInvalid: allowInvalidData };
    return this;
  }

  setHelpText(helpText: string): LocalDataValidationBuilder {
    this.rule = { ...this.rule, helpText };
    return this;
  }

  build(): ListValidation {
    return this.rule;
  }
}
